import { INSTALL_PROMPT_DELAY_MS } from '@store/shared';
import { useCallback, useEffect, useState } from 'react';
import { isIosLike, isSnoozed, isStandalone, rememberDismissal, type BeforeInstallPromptEvent } from './install-prompt-rules';

export type InstallPromptState =
  | { kind: 'hidden' }
  | { kind: 'install'; event: BeforeInstallPromptEvent }
  /** iOS-like devices: manual Share → Add to Home Screen steps. */
  | { kind: 'ios' };

/**
 * SPEC §4: the prompt appears INSTALL_PROMPT_DELAY_MS after the browser offers installation
 * (beforeinstallprompt), unless the app already runs standalone or was dismissed less than
 * INSTALL_PROMPT_SNOOZE_DAYS ago. iOS never offers installation, so there the delay runs from load.
 */
export function useInstallPrompt() {
  const [state, setState] = useState<InstallPromptState>({ kind: 'hidden' });

  useEffect(() => {
    if (isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showLater = (next: InstallPromptState) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!isSnoozed() && !isStandalone()) setState(next);
      }, INSTALL_PROMPT_DELAY_MS);
    };

    if (isIosLike()) {
      if (!isSnoozed()) showLater({ kind: 'ios' });
      return () => clearTimeout(timer);
    }

    const onBeforeInstallPrompt = (event: Event) => {
      // Always: keeps the browser's own install bar away, including while our prompt is snoozed.
      event.preventDefault();
      if (!isSnoozed()) showLater({ kind: 'install', event: event as BeforeInstallPromptEvent });
    };
    const onInstalled = () => {
      clearTimeout(timer);
      setState({ kind: 'hidden' });
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  /** 'Later' or close: hidden, and not shown again for INSTALL_PROMPT_SNOOZE_DAYS. */
  const dismiss = useCallback(() => {
    rememberDismissal();
    setState({ kind: 'hidden' });
  }, []);

  /** Opens the browser's install dialog; the deferred event can be used only once. */
  const install = useCallback(async () => {
    if (state.kind !== 'install') return;
    setState({ kind: 'hidden' });
    try {
      await state.event.prompt();
      const { outcome } = await state.event.userChoice;
      // Turned down in the browser's own dialog: treat it like 'Later'.
      if (outcome === 'dismissed') rememberDismissal();
    } catch {
      // The browser refused to show its dialog (e.g. already shown once); nothing more to do.
    }
  }, [state]);

  return { state, dismiss, install };
}
