import type { AboutContent, PropertyManagement } from '@hotel/shared/api/cms';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { BRAND_TIERS_ID } from './about-tabs.ts';
import { aboutContentQuery } from './api.ts';
import { CONTENT_TEXT } from './messages.ts';

function PropertyCard({ brand }: { brand: PropertyManagement }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="property-card">
      <div>
        <p className="property-card__eyebrow">{CONTENT_TEXT.propertyEyebrow}</p>
        <h3 className="property-card__name">{brand.name}</h3>
        <p className="property-card__summary">{brand.summary}</p>
      </div>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        {CONTENT_TEXT.learnMore}
      </Button>
      <Modal
        open={open}
        title={brand.name}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{CONTENT_TEXT.close}</Button>}
        width={640}
        destroyOnHidden
      >
        <RichContent html={brand.detailHtml} />
      </Modal>
    </div>
  );
}

function BrandFamilyContent() {
  const content = useQuery(aboutContentQuery(BRAND_TIERS_ID));
  return (
    <QueryState query={content} loading={<Skeleton active paragraph={{ rows: 6 }} />} serverMessage>
      {(data) => <BrandTiers content={data} />}
    </QueryState>
  );
}

function BrandTiers({ content }: { content: AboutContent }) {
  const tiers = content.data?.tiers ?? [];
  const property = content.data?.propertyManagement;
  return (
    <>
      {tiers.length > 0 ? (
        <ul className="tier-grid">
          {tiers.map((tier) => (
            <li key={tier.brandCode} className="tier-card">
              <p className="tier-card__tier">{tier.tier}</p>
              <h3 className="tier-card__name">{tier.name}</h3>
              <p className="tier-card__text">{tier.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <RichContent html={content.Content} />
      )}
      {property ? <PropertyCard brand={property} /> : null}
    </>
  );
}

/**
 * The 'show all' block under the About-us tabs: hidden until asked for, then the brand tiers and
 * the property-management brand with its 'learn more' modal (about.aspx?sid=80, loaded on opening).
 */
export function BrandFamily() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section className="brand-family" aria-labelledby={`${regionId}-title`}>
      <SectionTitle
        id={`${regionId}-title`}
        eyebrow={CONTENT_TEXT.brandFamilyEyebrow}
        title={CONTENT_TEXT.brandFamilyTitle}
        extra={
          <Button aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((v) => !v)}>
            {open ? CONTENT_TEXT.hideAll : CONTENT_TEXT.showAll}
          </Button>
        }
      />
      <div id={regionId} hidden={!open}>
        {open ? <BrandFamilyContent /> : null}
      </div>
    </section>
  );
}
