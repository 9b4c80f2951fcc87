/** Chinese messages of the read calls' refusals, fixed in one place. */
export const NOT_FOUND = {
  hotel: '酒店不存在',
  city: '城市不存在',
  roomType: '房型不存在',
  sale: '优惠活动不存在',
  news: '新闻不存在',
  content: '内容不存在',
  hotelContent: '该酒店暂无此内容',
} as const;
