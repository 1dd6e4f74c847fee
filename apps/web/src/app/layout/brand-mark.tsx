// The brand mark: the favicon artwork (a gold chakra on indigo), shown next to the brand name.
import { cn } from '../../components/ui/cn.ts';

export function BrandMark({ className }: { className?: string }) {
  // Decorative: the brand name beside it carries the meaning.
  return <img src="/favicon.svg" alt="" width={40} height={40} className={cn('size-10 shrink-0', className)} />;
}
