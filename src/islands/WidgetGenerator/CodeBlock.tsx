import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One embed code with its copy button; the outcome is said in a polite live region. */
export function CodeBlock({ label, code, testId }: { label: string; code: string; testId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <div className="generator__code">
      <div className="generator__code-head">
        <h3>{label}</h3>
        <button type="button" className="generator__button" onClick={() => void copy()}>
          {t('widgets.generator.copy', { what: label })}
        </button>
        <span role="status" className="generator__hint">
          {status === 'idle' ? '' : t(`widgets.generator.${status}`)}
        </span>
      </div>
      <pre data-testid={testId}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
