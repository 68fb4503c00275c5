export { THEME_MODES, isThemeMode, lightTheme, darkTheme, themes } from './theme';
export type { ClassHubTheme, ThemeMode } from './theme';
export { GlobalStyle } from './global-style';
export { ClassHubThemeProvider } from './theme-provider';
export type { ClassHubThemeProviderProps } from './theme-provider';
export { Button, ButtonLink } from './button';
export type { ButtonVariant } from './button';
export {
  PageContainer,
  PageHeader,
  CardGrid,
  Card,
  cardSurface,
  CardMedia,
  CardBody,
  CardHeading,
  CardTitle,
  CardFacts,
  CardPrice,
  CardActions,
  VisuallyHidden,
} from './layout';
export type { PageHeaderProps } from './layout';
export { LoadingState, ErrorState, EmptyState } from './states';
export { PageSuspense } from './page-suspense';
export { FallbackBoundary, type FallbackBoundaryProps } from './fallback-boundary';
export type { ErrorStateProps } from './states';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ReasonDialog } from './reason-dialog';
export type { ReasonDialogProps } from './reason-dialog';
export { toast, TOAST_DURATION_MS } from './toast/toast';
export type { ToastKind } from './toast/toast';
export { Toaster } from './toast/toaster';
export { ErrorPage } from './error-page';
export { useDocumentTitle } from './document-title';
export type { ErrorPageProps } from './error-page';
export { renderStandalone } from './render-standalone';
export { SalesChart } from './charts/sales-chart';
export type { SalesChartProps } from './charts/sales-chart';
export type { SalesChartDay } from './charts/sales-chart-day';
export { formatCount } from './format/format-count';
export { formatPrice } from './format/format-price';
export { DATE_TIME_FORMAT, formatDateTime, formatOrdinal, formatTime } from './format/format-date';
export { DateTime } from './format/date-time';
export { BreakableEmail } from './format/breakable-email';
export { Avatar } from './avatar/avatar';
export type { AvatarProps } from './avatar/avatar';
export { Badge } from './badge';
export type { BadgeTone } from './badge';
export { ClassStatusBadge } from './class-card/class-status-badge';
export type { ClassStatusBadgeProps } from './class-card/class-status-badge';
export { ClassCardFrame } from './class-card/class-card-frame';
export type { ClassCardFrameProps } from './class-card/class-card-frame';
export {
  TableToolbar,
  TableCount,
  TableHint,
  TableScroller,
  DataTable,
  IndexCell,
  RowHeader,
  NumericCell,
  BreakableCell,
  cardRowsBelow,
} from './data-table.styles';
export {
  FormCard,
  Form,
  FieldRoot,
  Label,
  inputStyles,
  Input,
  Select,
  FieldMessage,
  FormError,
  SubmitRow,
} from './form.styles';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { TableView } from './table-view';
export type { TableViewProps } from './table-view';
export { CouponsManager } from './coupons/coupons-manager';
export type { CouponClassOption, CouponsManagerProps } from './coupons/coupons-manager';
export { WaitlistControl } from './waitlist/waitlist-control';
export type { WaitlistControlProps, WaitlistPlace } from './waitlist/waitlist-control';
export { WaitlistOfferBanner } from './waitlist/waitlist-offer-banner';
export { RatingStars } from './rating/rating-stars';
export type { RatingStarsProps } from './rating/rating-stars';
export type { WaitlistOfferBannerProps } from './waitlist/waitlist-offer-banner';
export { Pager, SearchField } from './paging/paging';
export type { PagerProps, SearchFieldProps } from './paging/paging';
export { TYPING_DEBOUNCE_MS, useDebouncedField } from './paging/use-debounced-field';
