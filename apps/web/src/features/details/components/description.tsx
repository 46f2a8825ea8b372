import styles from './description.module.css';

/**
 * A description as plain text, one paragraph per blank-line-separated block. Catalog descriptions put
 * an Arabic and an English paragraph side by side, so each paragraph orders its own text (see the CSS).
 */
export function Description({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return paragraphs.map((paragraph, index) => (
    <p key={index} className={className ? `${styles.paragraph} ${className}` : styles.paragraph}>
      {paragraph}
    </p>
  ));
}
