export * from './admin';
export { Alert, type AlertProps, alertVariants } from './components/alert/alert';
export { Badge, type BadgeProps, badgeVariants } from './components/badge/badge';
export { Button, type ButtonProps, buttonVariants } from './components/button/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card/card';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export {
  ConfirmDialog,
  type ConfirmDialogLabels,
  type ConfirmDialogProps,
  type ConfirmStatus,
} from './components/confirm-dialog/confirm-dialog';
export {
  DatePicker,
  type DatePickerLabels,
  type DatePickerProps,
  DateTimePicker,
  type DateTimePickerProps,
  defaultDatePickerLabels,
  defaultDateTimePickerLabels,
} from './components/date-picker/date-picker';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog/dialog';
export { describedBy } from './components/field/described-by';
export { Field, type FieldProps, useFieldControl } from './components/field/field';
export {
  defaultFilePickerLabels,
  FilePicker,
  type FilePickerLabels,
  type FilePickerProps,
} from './components/file-picker/file-picker';
export { controlClasses, Input } from './components/input/input';
export { Label } from './components/label/label';
export { ListState, type ListStateProps, type ListStatus } from './components/list-state/list-state';
export { NativeSelect } from './components/native-select/native-select';
export { PasswordInput, type PasswordInputProps } from './components/password-input/password-input';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/spinner';
export { Textarea } from './components/textarea/textarea';
export {
  defaultUploadProgressLabels,
  UploadProgress,
  type UploadProgressLabels,
  type UploadProgressProps,
} from './components/upload-progress/upload-progress';
export * from './domain';
export { cn } from './lib/cn';
export { moveEntry } from './lib/move-entry';
export { useControllableState } from './lib/use-controllable-state';
export { useDragDrop } from './lib/use-drag-drop';
export { useHydrated } from './lib/use-hydrated';
export { CourseCard, type CourseCardProps, type CourseFeature } from './site/course-card/course-card';
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './site/faq-accordion/faq-accordion';
export { isActivePath, isActiveSection, normalizePath } from './site/navbar/nav-active';
export {
  defaultNavbarLabels,
  Navbar,
  type NavbarLabels,
  type NavbarProps,
  type NavLink,
  type NavMenu,
} from './site/navbar/navbar';
export { isValidEmail } from './site/newsletter-form/is-valid-email';
export {
  defaultNewsletterFormLabels,
  NewsletterForm,
  type NewsletterFormLabels,
  type NewsletterFormProps,
} from './site/newsletter-form/newsletter-form';
export { type SiteButtonVariants, siteButtonVariants } from './site/site-button';
export {
  defaultSiteFooterLabels,
  type FooterLinkGroup,
  SiteFooter,
  type SiteFooterLabels,
  type SiteFooterProps,
  type SocialLink,
} from './site/site-footer/site-footer';
export { type IconShape, SiteIcon, type SiteIconProps } from './site/site-icon';
export { type RenderLink, renderAnchor, type SiteImage, type SiteLinkProps } from './site/site-link';
export {
  defaultTeacherCardLabels,
  type Teacher,
  TeacherCard,
  type TeacherCardLabels,
  type TeacherCardProps,
} from './site/teacher-card/teacher-card';
export { carouselWindowSize, windowIndices, wrapIndex } from './site/teacher-carousel/carousel-window';
export {
  defaultTeacherCarouselLabels,
  TeacherCarousel,
  type TeacherCarouselLabels,
  type TeacherCarouselProps,
} from './site/teacher-carousel/teacher-carousel';
export { StarRating, type StarRatingProps } from './site/testimonial/star-rating';
export { clampRating } from './site/testimonial/star-rating-value';
export { Testimonial, type TestimonialProps } from './site/testimonial/testimonial';
export { type SiteTheme, ThemeToggle, type ThemeToggleProps } from './site/theme-toggle/theme-toggle';
export * from './student';
