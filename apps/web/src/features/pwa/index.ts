export { InstallPrompt } from './components/install-prompt';
export { OfflineBanner } from './components/offline-banner';
