import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { SiteIcon } from './site-icon.tsx';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** An icon before the text, as antd's `prefix`. */
  prefix?: ReactNode;
  /** A clear button while there is text (antd's `allowClear`); pressing it calls `onClear`. */
  onClear?: () => void;
  /** The box (what a popup is placed against). */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A native input in the box of antd's large Input, drawn from the same design tokens, for the
 * search forms that are on a first visit's screen: antd's Input is about 11 kB of compressed
 * script (docs/decisions.md, "Controls of the first screen").
 */
export function TextField(props: TextFieldProps) {
  const { prefix, onClear, className, ref, ...rest } = props;
  // A popup's trigger (antd's Popover clones the field with these) listens on the whole box.
  const { onClick, onMouseDown, onMouseEnter, onMouseLeave, onPointerEnter, onTouchStart, ...input } = rest;
  const clearable = onClear !== undefined && !input.readOnly && String(input.value ?? '') !== '';
  return (
    <span
      ref={ref}
      className={`${styles.textField}${className ? ` ${className}` : ''}`}
      {...{ onClick, onMouseDown, onMouseEnter, onMouseLeave, onPointerEnter, onTouchStart }}
    >
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <input {...input} className={styles.input} />
      {clearable ? (
        <button type="button" className={styles.clear} aria-label="清除" onClick={onClear}>
          <SiteIcon name="close-circle" />
        </button>
      ) : null}
    </span>
  );
}
