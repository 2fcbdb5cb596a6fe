import './styles.css';

export { Button, type ButtonProps } from './components/Button';
export { Card } from './components/Card';
export { Badge, type BadgeProps } from './components/Badge';
export { Spinner } from './components/Spinner';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary';
export { ErrorPage, NotFound } from './components/NotFound';
export { Breadcrumb, type Crumb } from './components/Breadcrumb';
export { TagList } from './components/TagList';
export { KeywordSearch, KEYWORD_MAX_LENGTH, type KeywordSearchProps } from './components/KeywordSearch';
export { FlashMessage, useFlash, FLASH_DURATION_MS, type Flash } from './components/FlashMessage';
export { TextField, SelectField, type TextFieldProps, type SelectFieldProps } from './components/FormField';
export { FieldGroup, type FieldGroupProps, type GroupControlProps } from './components/FieldGroup';
export {
  CheckboxGroupField,
  RadioGroupField,
  type Choice,
  type CheckboxGroupFieldProps,
  type RadioGroupFieldProps,
} from './components/ChoiceGroups';
export {
  ItemCard,
  ShortlistToggle,
  MAX_CARD_TAGS,
  CONFIRM_UNMARK,
  weeklyDaysLabel,
  type ItemCardData,
  type ItemCardProps,
} from './components/ItemCard';
export {
  TextAreaField,
  CheckboxField,
  ConfirmList,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './components/FormControls';
export { MarketRateEstimate, manYen, type MarketRateEstimateData } from './components/MarketRateEstimate';
export { applyPageMeta, useRouteMeta, PAGE_META_EVENT, type PageMetaEventDetail } from './page-meta';
export { useHydrated } from './hydrated';
