import { CANCELLATION_POLICY_TEXT } from '@hotel/shared/constants';
import { list, type PageSeed, paragraphs, section } from './types.ts';

/**
 * Footer information pages (`footer:<footerNavName>`). `{{hotline}}` and `{{email}}` are filled from
 * the configuration when served, so a deployment changes them without touching the data.
 */

const joinFelton: PageSeed = {
  key: 'footer:joinFelton',
  title: '加盟光影',
  content: [
    paragraphs(
      '光影酒店集团诚邀酒店业主、物业持有方与投资人共同发展。无论您计划新建酒店，还是希望为经营中的酒店找到新的增长点，我们都能提供合适的合作方式。',
    ),
    section(
      '三种合作模式',
      list([
        '<strong>特许加盟</strong>：使用光影品牌与系统，业主自主经营，集团提供设计、培训与会员渠道支持。',
        '<strong>合作经营</strong>：集团派驻核心管理人员，与业主共同经营、共享收益。',
        '<strong>委托管理</strong>：由集团全面负责酒店的日常经营管理，业主省心省力。',
      ]),
    ),
    section(
      '了解更多',
      paragraphs(
        '详细的加盟政策、投资测算与成功案例，请访问<a href="/joinIn">加盟合作</a>页面，或致电招商热线{{hotline}}、发送邮件至{{email}}。',
      ),
    ),
  ].join(''),
};

const privacyPolicy: PageSeed = {
  key: 'footer:privacyPolicy',
  title: '隐私政策',
  content: [
    paragraphs(
      '光影酒店集团（以下简称“我们”）深知个人信息对您的重要性。本政策说明我们在您使用官网、预订客房和享受会员服务时，如何收集、使用、保存和保护您的个人信息。请您在使用我们的服务前仔细阅读。',
    ),
    section(
      '一、我们收集哪些信息',
      list([
        '注册会员时：姓名、手机号码、出生日期、性别和您设置的密码。',
        '预订客房时：入住人姓名、联系电话、电子邮箱、到店时间和特殊要求。',
        '入住酒店时：按照国家法律法规的要求，登记入住人的有效身份证件信息。',
        '支付时：订单金额与支付结果。我们不会保存您的银行卡号或第三方支付账户密码。',
        '使用网站时：设备型号、浏览器类型、访问时间等必要的日志信息，用于保障服务安全。',
      ]),
    ),
    section(
      '二、我们如何使用信息',
      list([
        '为您办理会员注册、登录、预订、支付、取消及入住手续。',
        '发送订单确认、入住提醒等服务通知，以及您同意接收的优惠信息。',
        '计算和发放会员积分、维护会员等级。',
        '处理您的咨询与投诉，改进我们的产品与服务。',
        '防范欺诈、保障账户与交易安全，履行法律法规规定的义务。',
      ]),
    ),
    section(
      '三、信息的共享与披露',
      paragraphs(
        '我们不会出售您的个人信息。仅在以下情形下共享必要的信息：为完成您的预订，将入住信息提供给您所预订的门店；为完成支付，与支付机构交换必要的订单信息；依照法律法规或有权机关的要求提供。我们会要求合作方严格遵守保密义务。',
      ),
    ),
    section(
      '四、信息的存储与保护',
      paragraphs(
        '您的个人信息存储在中华人民共和国境内的服务器上。我们采用加密传输、密码加盐散列存储、访问权限控制等措施保护您的信息，并仅在实现本政策所述目的所必需的期限内保留。',
      ),
    ),
    section(
      '五、您的权利',
      paragraphs(
        '您可以在会员中心查询和更正您的姓名等信息；如需查询、复制、删除个人信息或注销账户，可通过本政策末尾的联系方式与我们联系，我们将在15个工作日内答复。',
      ),
    ),
    section(
      '六、未成年人保护',
      paragraphs(
        '我们的服务主要面向成年人。未满18周岁的未成年人入住酒店，须由监护人陪同并由监护人办理预订和入住手续。',
      ),
    ),
    section(
      '七、政策的更新',
      paragraphs('本政策如有更新，我们将在官网公布更新后的版本，重大变更将以显著方式通知您。'),
    ),
    section(
      '八、联系我们',
      paragraphs('如您对本政策有任何疑问，请致电客服热线{{hotline}}或发送邮件至{{email}}。'),
    ),
  ].join(''),
};

const personalAndPropertySafety: PageSeed = {
  key: 'footer:personalAndPropertySafety',
  title: '人身财产安全',
  content: [
    paragraphs('您的安全是我们的头等大事。为了让您住得安心，请留意以下提示。'),
    section(
      '入住安全',
      list([
        '请勿将房卡和房号告知陌生人；有人敲门时请先通过猫眼确认来人身份。',
        '外出及就寝时请关好房门和窗户，并使用防盗链。',
        '如发现可疑人员或异常情况，请立即联系前台。',
      ]),
    ),
    section(
      '财产安全',
      list([
        '现金、证件、首饰等贵重物品请随身携带，或存放于前台贵重物品寄存处。',
        '退房时请检查随身物品，遗留物品酒店将代为保管90天。',
      ]),
    ),
    section(
      '消防安全',
      list([
        '入住后请查看房门背后的疏散示意图，了解最近的安全出口。',
        '客房及公共区域全面禁烟，请勿在房内使用明火或大功率电器。',
        '发生火情时请用湿毛巾捂住口鼻，沿疏散指示有序撤离，切勿乘坐电梯。',
      ]),
    ),
    section(
      '谨防诈骗',
      paragraphs(
        '光影酒店不会以“订单异常”“退款理赔”等理由要求您转账、提供银行卡密码或短信验证码。如接到此类电话或短信，请立即挂断并拨打客服热线{{hotline}}核实。',
      ),
    ),
    section(
      '儿童与老人',
      paragraphs('请勿让儿童单独留在客房或独自使用泳池、健身房等设施；老人入住如需协助，请提前告知前台。'),
    ),
    section(
      '紧急求助',
      paragraphs('遇到紧急情况请拨打前台电话或110、119、120，酒店工作人员将第一时间为您提供协助。'),
    ),
  ].join(''),
};

const websiteTermsOfUse: PageSeed = {
  key: 'footer:websiteTermsOfUse',
  title: '网站使用条款',
  content: [
    paragraphs('欢迎访问光影酒店集团官网。使用本网站即表示您同意以下条款，请您仔细阅读。'),
    section(
      '一、会员账户',
      paragraphs(
        '您应使用本人真实的手机号码注册会员，并妥善保管短信验证码与会员密码。通过您的账户进行的操作视为您本人的行为；如发现账户被盗用，请立即联系我们。',
      ),
    ),
    section(
      '二、预订与支付',
      list([
        '网站显示的价格为每间每晚的人民币价格，订单金额以提交订单时系统计算的结果为准。',
        '您可选择会员卡支付、微信支付、支付宝支付或到店支付。未支付的订单将为您保留至入住当天18:00。',
        '每位会员最多可同时保留3笔未支付订单，每笔订单最多预订5间客房。',
      ]),
    ),
    section(
      '三、取消与变更',
      paragraphs(
        `${CANCELLATION_POLICY_TEXT}标注为“不可取消”的特惠价格，预订后不可取消、不可更改。已支付的订单取消后，款项将按原支付方式退回。`,
      ),
    ),
    section(
      '四、会员积分',
      paragraphs(
        '会员实际支付每1元累计1积分，于离店后到账。积分不可转让、不可兑换现金，具体规则以会员章程为准。',
      ),
    ),
    section(
      '五、知识产权',
      paragraphs(
        '本网站的文字、图片、标志与页面设计均归光影酒店集团所有，未经书面许可不得复制、转载或用于商业用途。',
      ),
    ),
    section(
      '六、免责声明',
      paragraphs(
        '因不可抗力、网络故障或第三方原因导致服务中断或信息延误的，我们将尽力协助处理，但不承担由此产生的间接损失。网站中的周边景点、交通信息仅供参考。',
      ),
    ),
    section(
      '七、法律适用',
      paragraphs('本条款适用中华人民共和国法律。因本条款产生的争议，双方应友好协商解决。'),
    ),
    section('八、联系方式', paragraphs('客服热线：{{hotline}}；电子邮箱：{{email}}。')),
  ].join(''),
};

const contactUs: PageSeed = {
  key: 'footer:contactUs',
  title: '联系我们',
  content: [
    paragraphs('感谢您对光影酒店集团的关注。您可以通过以下方式与我们取得联系。'),
    section(
      '客户服务',
      list([
        '全国客服热线：{{hotline}}（每日8:00-22:00）',
        '客服邮箱：{{email}}',
        '预订、取消、发票与会员问题，均可致电或来信咨询。',
      ]),
    ),
    section(
      '加盟洽谈',
      paragraphs(
        '有意加盟或合作的业主与投资人，请致电{{hotline}}转招商部，或将项目资料发送至{{email}}，邮件标题请注明“加盟洽谈”。',
      ),
    ),
    section(
      '媒体与商务合作',
      paragraphs('请发送邮件至{{email}}，邮件标题请注明“媒体合作”或“商务合作”，我们将在3个工作日内回复。'),
    ),
    section('集团总部', paragraphs('地址：山东省济南市历下区经十路11888号光影大厦<br>邮编：250014')),
  ].join(''),
};

const POSITIONS = [
  {
    title: '酒店店长',
    place: '济南、青岛、杭州',
    duty: '全面负责门店经营管理，达成收益、口碑与安全目标；3年以上酒店管理经验。',
  },
  {
    title: '前厅接待',
    place: '全国各门店',
    duty: '办理入住退房、解答客人咨询；热情开朗，普通话标准，接受轮班。',
  },
  {
    title: '客房主管',
    place: '北京、上海、南京',
    duty: '管理客房清洁与设施保养，培训客房服务员；2年以上客房管理经验。',
  },
  {
    title: '收益管理专员',
    place: '济南总部',
    duty: '分析市场与竞品价格，制定门店定价与渠道策略；熟练使用数据分析工具。',
  },
  {
    title: '拓展经理',
    place: '华北、华东区域',
    duty: '寻找与评估加盟及合作项目，完成投资测算与商务谈判；熟悉酒店或商业地产。',
  },
] as const;

const careerDevelop: PageSeed = {
  key: 'footer:careerDevelop',
  title: '职业发展',
  content: [
    paragraphs('在光影，每个人都是主角。我们为每一位伙伴提供清晰的成长路径、系统的培训和有竞争力的回报。'),
    section(
      '成长路径',
      paragraphs(
        '一线员工可沿“专员—主管—部门经理—店长—区域总经理”的管理通道发展，也可选择收益、工程、培训等专业通道。',
      ),
    ),
    section(
      '培训体系',
      list([
        '光影学院入职培训与岗位认证',
        '管培生计划：两年轮岗，优秀者可任店长',
        '店长训练营与外部进修资助',
      ]),
    ),
    section(
      '福利待遇',
      list(['五险一金与带薪年假', '员工宿舍与工作餐', '全国门店员工价入住', '生日礼金、节日福利与年度体检']),
    ),
    section(
      '热招职位',
      `<table><thead><tr><th>职位</th><th>工作地点</th><th>职责与要求</th></tr></thead><tbody>${POSITIONS.map(
        (p) => `<tr><td>${p.title}</td><td>${p.place}</td><td>${p.duty}</td></tr>`,
      ).join('')}</tbody></table>`,
    ),
    section(
      '投递方式',
      paragraphs(
        '请将简历发送至{{email}}，邮件标题注明“应聘职位+城市+姓名”，我们会在5个工作日内与合适的候选人联系。',
      ),
    ),
  ].join(''),
};

export function footerPages(): PageSeed[] {
  return [joinFelton, privacyPolicy, personalAndPropertySafety, websiteTermsOfUse, contactUs, careerDevelop];
}
