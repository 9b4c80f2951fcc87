/** Cities of the group, in the order of the city popup. */

export type Region = '华北' | '华东';

export interface CitySeed {
  ctCode: string;
  cnName: string;
  region: Region;
  isHot: boolean;
  /** City centre in BD-09, the legacy system's coordinates; hotels are placed around it. */
  latitude: number;
  longitude: number;
  /** Telephone area code, for the hotels' numbers. */
  areaCode: string;
  /** Yuan added to every nightly price: rooms cost more in the big cities. */
  pricePremium: number;
  /** Location filter archives of the city by sub-type (商圈, 行政区, 地铁站, …). */
  locations: Record<string, readonly string[]>;
}

export const CITIES: readonly CitySeed[] = [
  {
    ctCode: 'BJS',
    cnName: '北京',
    region: '华北',
    isHot: true,
    latitude: 39.9151,
    longitude: 116.4104,
    areaCode: '010',
    pricePremium: 70,
    locations: {
      商圈: ['王府井', '国贸CBD', '中关村', '望京'],
      行政区: ['东城区', '朝阳区', '海淀区'],
      地铁站: ['王府井站', '国贸站', '中关村站', '望京站'],
    },
  },
  {
    ctCode: 'TSN',
    cnName: '天津',
    region: '华北',
    isHot: false,
    latitude: 39.1301,
    longitude: 117.2072,
    areaCode: '022',
    pricePremium: 20,
    locations: {
      商圈: ['滨江道', '小白楼', '津湾广场'],
      行政区: ['和平区', '河西区', '河北区'],
      地铁站: ['营口道站', '小白楼站', '天津站'],
    },
  },
  {
    ctCode: 'SJW',
    cnName: '石家庄',
    region: '华北',
    isHot: false,
    latitude: 38.0489,
    longitude: 114.5214,
    areaCode: '0311',
    pricePremium: 0,
    locations: {
      商圈: ['北国商城', '万达广场'],
      行政区: ['长安区', '裕华区', '桥西区'],
      地铁站: ['北国商城站', '槐中路站'],
    },
  },
  {
    ctCode: 'TYN',
    cnName: '太原',
    region: '华北',
    isHot: false,
    latitude: 37.877,
    longitude: 112.5554,
    areaCode: '0351',
    pricePremium: 0,
    locations: {
      商圈: ['柳巷', '亲贤街'],
      行政区: ['迎泽区', '小店区'],
      交通枢纽: ['太原站', '太原南站'],
    },
  },
  {
    ctCode: 'TNA',
    cnName: '济南',
    region: '华东',
    isHot: true,
    latitude: 36.6575,
    longitude: 117.1266,
    areaCode: '0531',
    pricePremium: 10,
    locations: {
      商圈: ['泉城广场', '经十路'],
      景区: ['大明湖', '趵突泉'],
      行政区: ['历下区', '市中区', '槐荫区'],
      交通枢纽: ['济南站', '济南西站'],
    },
  },
  {
    ctCode: 'TAO',
    cnName: '青岛',
    region: '华东',
    isHot: true,
    latitude: 36.0732,
    longitude: 120.3892,
    areaCode: '0532',
    pricePremium: 30,
    locations: {
      商圈: ['五四广场', '台东', '中山路'],
      行政区: ['市南区', '市北区', '崂山区'],
      地铁站: ['五四广场站', '台东站', '青岛站'],
    },
  },
  {
    ctCode: 'YNT',
    cnName: '烟台',
    region: '华东',
    isHot: false,
    latitude: 37.47,
    longitude: 121.4544,
    areaCode: '0535',
    pricePremium: 0,
    locations: {
      商圈: ['南大街', '滨海广场'],
      行政区: ['芝罘区', '莱山区'],
      景区: ['烟台山', '滨海路'],
    },
  },
  {
    ctCode: 'WEH',
    cnName: '威海',
    region: '华东',
    isHot: false,
    latitude: 37.5197,
    longitude: 122.1269,
    areaCode: '0631',
    pricePremium: 10,
    locations: {
      商圈: ['威高广场', '威海公园'],
      行政区: ['环翠区', '高区'],
      景区: ['国际海水浴场', '刘公岛'],
    },
  },
  {
    ctCode: 'WEF',
    cnName: '潍坊',
    region: '华东',
    isHot: false,
    latitude: 36.7131,
    longitude: 119.1683,
    areaCode: '0536',
    pricePremium: 0,
    locations: {
      商圈: ['泰华城', '万达广场'],
      行政区: ['奎文区', '潍城区'],
      景区: ['风筝广场', '十笏园'],
    },
  },
  {
    ctCode: 'LYI',
    cnName: '临沂',
    region: '华东',
    isHot: false,
    latitude: 35.111,
    longitude: 118.3629,
    areaCode: '0539',
    pricePremium: 0,
    locations: {
      商圈: ['人民广场', '北城新区'],
      行政区: ['兰山区', '河东区'],
      交通枢纽: ['临沂站', '临沂北站'],
    },
  },
  {
    ctCode: 'CGO',
    cnName: '郑州',
    region: '华北',
    isHot: false,
    latitude: 34.7529,
    longitude: 113.6319,
    areaCode: '0371',
    pricePremium: 10,
    locations: {
      商圈: ['二七广场', '郑东新区CBD'],
      行政区: ['二七区', '金水区', '郑东新区'],
      地铁站: ['二七广场站', '会展中心站', '郑州东站'],
    },
  },
  {
    ctCode: 'NKG',
    cnName: '南京',
    region: '华东',
    isHot: true,
    latitude: 32.0665,
    longitude: 118.8034,
    areaCode: '025',
    pricePremium: 30,
    locations: {
      商圈: ['新街口', '夫子庙', '河西万达'],
      行政区: ['秦淮区', '鼓楼区', '建邺区'],
      地铁站: ['新街口站', '夫子庙站', '元通站'],
    },
  },
  {
    ctCode: 'SZV',
    cnName: '苏州',
    region: '华东',
    isHot: true,
    latitude: 31.3051,
    longitude: 120.5918,
    areaCode: '0512',
    pricePremium: 30,
    locations: {
      商圈: ['观前街', '金鸡湖', '石路'],
      行政区: ['姑苏区', '工业园区'],
      地铁站: ['乐桥站', '东方之门站', '石路站'],
    },
  },
  {
    ctCode: 'HGH',
    cnName: '杭州',
    region: '华东',
    isHot: true,
    latitude: 30.2803,
    longitude: 120.1616,
    areaCode: '0571',
    pricePremium: 50,
    locations: {
      商圈: ['武林广场', '西湖湖滨', '钱江新城'],
      行政区: ['上城区', '西湖区', '拱墅区'],
      地铁站: ['武林广场站', '龙翔桥站', '江锦路站'],
    },
  },
  {
    ctCode: 'SHA',
    cnName: '上海',
    region: '华东',
    isHot: true,
    latitude: 31.2366,
    longitude: 121.4802,
    areaCode: '021',
    pricePremium: 80,
    locations: {
      商圈: ['人民广场', '陆家嘴', '虹桥枢纽', '静安寺'],
      行政区: ['黄浦区', '浦东新区', '闵行区', '静安区'],
      地铁站: ['人民广场站', '陆家嘴站', '虹桥火车站', '静安寺站'],
    },
  },
  {
    ctCode: 'HFE',
    cnName: '合肥',
    region: '华东',
    isHot: false,
    latitude: 31.8268,
    longitude: 117.2337,
    areaCode: '0551',
    pricePremium: 10,
    locations: {
      商圈: ['三孝口', '天鹅湖'],
      行政区: ['庐阳区', '蜀山区'],
      地铁站: ['三孝口站', '天鹅湖站'],
    },
  },
  {
    ctCode: 'XUZ',
    cnName: '徐州',
    region: '华东',
    isHot: false,
    latitude: 34.2106,
    longitude: 117.2924,
    areaCode: '0516',
    pricePremium: 0,
    locations: {
      商圈: ['彭城广场', '淮海路'],
      行政区: ['鼓楼区', '云龙区'],
      地铁站: ['彭城广场站', '徐州东站'],
    },
  },
  {
    ctCode: 'WUX',
    cnName: '无锡',
    region: '华东',
    isHot: false,
    latitude: 31.4976,
    longitude: 120.3183,
    areaCode: '0510',
    pricePremium: 20,
    locations: {
      商圈: ['三阳广场', '崇安寺'],
      行政区: ['梁溪区', '滨湖区'],
      景区: ['蠡湖', '鼋头渚'],
      地铁站: ['三阳广场站', '无锡火车站'],
    },
  },
];
