/** Words of the hotel pages' field names (section 3 spells them in English), in reading order. */
const WORDS: [RegExp, string][] = [
  [/BannerMob/g, '手机端横幅'],
  [/Banner/g, '横幅'],
  [/About/g, '关于酒店'],
  [/Meeting/g, '会议'],
  [/Banquet/g, '宴会'],
  [/Health/g, '康养'],
  [/Tea/g, '茶舍'],
  [/EnTitle/g, '英文标题'],
  [/Title|Tit/g, '标题'],
  [/Description|Desc/g, '介绍'],
  [/Img/g, '图片'],
  [/Tel/g, '电话'],
  [/Type/g, '类型'],
];

/** 会议图片1标题 for MeetingImg1Tit: staff read Chinese; the field name stays in the hint. */
export function hotelFieldLabel(field: string): string {
  return WORDS.reduce((text, [pattern, word]) => text.replace(pattern, word), field);
}

export const IMAGE_FIELD = /(Img\d*|Banner|BannerMob|^image)$/;
