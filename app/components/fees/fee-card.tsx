import type { ReactNode } from "react";

const base = "flex flex-col rounded-card border border-line bg-paper p-6 shadow-card";

const sizes = {
  /** For a row of four narrow cards. */
  sm: { heading: "text-lg", price: "text-2xl" },
  md: { heading: "text-xl", price: "text-3xl" },
} as const;

/**
 * One service's price card, an item of the caller's grid `ul`: service, price, an optional note
 * under the price (such as "plus HST"), what the fee covers, then any `children` (extra lines,
 * a note). `data-fee` and `data-fee-amount` are the hooks tests read.
 */
export function FeeCard({
  id,
  service,
  price,
  priceNote,
  description,
  size = "md",
  className,
  children,
}: {
  id: string;
  service: ReactNode;
  price: ReactNode;
  priceNote?: ReactNode;
  description: ReactNode;
  size?: keyof typeof sizes;
  /** Added to the card, e.g. to span a grid row. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={className ? `${base} ${className}` : base} data-fee={id}>
      <h3 className={`${sizes[size].heading} font-semibold`}>{service}</h3>
      <p
        className={`mt-2 font-serif ${sizes[size].price} font-semibold text-ink-900`}
        data-fee-amount
      >
        {price}
      </p>
      {priceNote ? <p className="text-sm text-muted">{priceNote}</p> : null}
      <p className="mt-3 text-[0.95rem]">{description}</p>
      {children}
    </li>
  );
}
