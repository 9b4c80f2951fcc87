import type { AboutContent, PropertyManagement } from '@hotel/shared/api/cms';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { BRAND_TIERS_ID } from './about-tabs.ts';
import { aboutContentQuery } from './api.ts';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

function PropertyCard({ brand }: { brand: PropertyManagement }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.propertyCard}>
      <div>
        <p className={styles.propertyCardEyebrow}>{CONTENT_TEXT.propertyEyebrow}</p>
        <h3 className={styles.propertyCardName}>{brand.name}</h3>
        <p className={styles.propertyCardSummary}>{brand.summary}</p>
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
        <ul className={styles.tierGrid}>
          {tiers.map((tier) => (
            <li key={tier.brandCode} className={styles.tierCard}>
              <p className={styles.tierCardTier}>{tier.tier}</p>
              <h3 className={styles.tierCardName}>{tier.name}</h3>
              <p className={styles.tierCardText}>{tier.description}</p>
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
    <section className={styles.brandFamily} aria-labelledby={`${regionId}-title`}>
      <SectionTitle
        id={`${regionId}-title`}
        eyebrow={CONTENT_TEXT.brandFamilyEyebrow}
        title={CONTENT_TEXT.brandFamilyTitle}
        className={styles.brandFamilyTitle}
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
