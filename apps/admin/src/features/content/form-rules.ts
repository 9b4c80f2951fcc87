import { bannerBody, newsBody, offerBody, pageBody } from '@hotel/shared/admin/content';
import { zodRule } from '../../lib/form-rules.ts';

/** The rules of the content forms, from the shared schemas of the calls. */
export const newsRules = {
  title: [zodRule(newsBody.shape.title)],
  image: [zodRule(newsBody.shape.image)],
  description: [zodRule(newsBody.shape.description)],
  content: [zodRule(newsBody.shape.content)],
};

const offerShape = offerBody.shape;
export const offerRules = {
  title: [zodRule(offerShape.title)],
  theme: [zodRule(offerShape.theme)],
  showImage: [zodRule(offerShape.showImage)],
  thumbnail: [zodRule(offerShape.thumbnail)],
  html: [zodRule(offerShape.content)],
  description: [zodRule(offerShape.description)],
};

export const bannerRules = {
  title: [zodRule(bannerBody.shape.title)],
  pcImage: [zodRule(bannerBody.shape.pcImage)],
  mobImage: [zodRule(bannerBody.shape.mobImage)],
  linkUrl: [zodRule(bannerBody.shape.linkUrl)],
  sort: [zodRule(bannerBody.shape.sort)],
};

export const pageRules = {
  title: [zodRule(pageBody.shape.title)],
  content: [zodRule(pageBody.shape.content)],
};
