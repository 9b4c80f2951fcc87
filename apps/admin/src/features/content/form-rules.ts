import { bannerBody, newsBody, offerBody, pageBody } from '@hotel/shared/admin/content';
import { formRule } from '@hotel/shared/form-rules';

/** The rules of the content forms, from the shared schemas of the calls. */
export const newsRules = {
  title: [formRule(newsBody.shape.title)],
  image: [formRule(newsBody.shape.image)],
  description: [formRule(newsBody.shape.description)],
  content: [formRule(newsBody.shape.content)],
};

const offerShape = offerBody.shape;
export const offerRules = {
  title: [formRule(offerShape.title)],
  theme: [formRule(offerShape.theme)],
  showImage: [formRule(offerShape.showImage)],
  thumbnail: [formRule(offerShape.thumbnail)],
  html: [formRule(offerShape.content)],
  description: [formRule(offerShape.description)],
};

export const bannerRules = {
  title: [formRule(bannerBody.shape.title)],
  pcImage: [formRule(bannerBody.shape.pcImage)],
  mobImage: [formRule(bannerBody.shape.mobImage)],
  linkUrl: [formRule(bannerBody.shape.linkUrl)],
  sort: [formRule(bannerBody.shape.sort)],
};

export const pageRules = {
  title: [formRule(pageBody.shape.title)],
  content: [formRule(pageBody.shape.content)],
};
