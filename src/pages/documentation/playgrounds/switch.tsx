import { Switch } from '../../../kit/switch';

export function Playground(props: object) {
  return <Switch {...props} aria-label="Dark sidebar" />;
}
