export { InstallPrompt } from './components/install-prompt';
