import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUN_FACT_COUNT_MS, type FunFactItem, type FunFactVariant } from '#shared/fun-facts.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';

interface FunFactsProps {
  variant: FunFactVariant;
  /** The page's figures, as the office keeps them (the list 'figures'). */
  facts: readonly FunFactItem[];
}

const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;

// docs/specification.md §2/§9: counters that count up when scrolled into view. The server (and the first client render)
// shows the final numbers, so visitors without script and crawlers see them; once hydrated, a counter
// still below the fold is reset to 0 and counts up the first time it comes into view. Screen readers get
// the final number only (the ticking digits are aria-hidden). Reduced motion: no counting at all.
export function FunFacts({ variant, facts }: FunFactsProps) {
  const { t } = useTranslation('facts');
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // 1 = the final values. Only the observer below ever lowers it.
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const list = listRef.current;
    if (!list || prefersReducedMotion()) return;
    let frame = 0;
    const countUp = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = Math.min(1, (now - start) / FUN_FACT_COUNT_MS);
        setProgress(easeOutCubic(elapsed));
        if (elapsed < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!entry.isIntersecting) {
          // Out of sight: wind the counters back so they can count up when they arrive.
          setProgress(0);
          return;
        }
        observer.disconnect();
        countUp();
      },
      { threshold: 0.4 },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section className={`fun-facts fun-facts--${variant}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={variant === 'about' ? 'fun-facts__title' : 'visually-hidden'}>
          {t(`${variant}.title`)}
        </h2>
        <ul className="fun-facts__list" ref={listRef}>
          {facts.map((fact) => (
            <li key={fact.id} className="fun-fact">
              <p className="fun-fact__number">
                <span className="fun-fact__count" aria-hidden="true">
                  {`${Math.round(fact.value * progress)}${fact.suffix}`}
                </span>
                <span className="visually-hidden">{`${fact.value}${fact.suffix}`}</span>
              </p>
              <p className="fun-fact__label">{fact.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
