import { BrandView } from '../../features/content/brand-view.tsx';

/** /brand: the four brands of the group. */
export function BrandRoute() {
  return <BrandView />;
}
