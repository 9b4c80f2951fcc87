import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { PageBanner } from '../../components/page-banner.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { saleListContentQuery } from './api.ts';
import { SALES_TEXT } from './messages.ts';

/** The sales page's banner (images, title and introduction from salelist.aspx). */
export function SalesBanner({ hotelCode }: { hotelCode: string }) {
  const content = useQuery(saleListContentQuery(hotelCode));
  const data = content.data;
  useMetaDescription(data?.Description ? excerpt(data.Description) : SALES_TEXT.metaDescription);
  return (
    <PageBanner
      eyebrow={SALES_TEXT.bannerEyebrow}
      title={data?.Title || SALES_TEXT.bannerTitle}
      image={data?.Banner}
      mobileImage={data?.BannerMob}
    >
      {data?.Description ? <RichContent html={data.Description} /> : null}
    </PageBanner>
  );
}
