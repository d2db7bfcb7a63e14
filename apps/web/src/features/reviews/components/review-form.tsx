import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewCreateSchema, type MyReview, formatCount } from '@store/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { AlertIcon, PlusSquareIcon, StarIcon, TrashIcon } from '@/components/ui/icons';
import { ApiError, errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

/** What the photo picker offers; the server checks the bytes themselves whatever a file is called. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MB = REVIEW_LIMITS.photoBytes / (1024 * 1024);
export const PHOTO_MESSAGES = {
  type: 'Photos must be JPEG, PNG or WebP pictures',
  size: `Each photo must be ${PHOTO_MB} MB or smaller`,
} as const;

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const TEXT_FIELDS = ['rating', 'title', 'text'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const isTextField = (field: string): field is TextFieldName => (TEXT_FIELDS as readonly string[]).includes(field);
/** The server's answers that are about the whole review, not one field: shown as they come. */
const TOASTED_STATUSES = [403, 409, 413, 415];

interface Photo {
  file: File;
  preview: string;
}

/**
 * A review of one product: stars, title, text and up to 3 photos, checked with the same shared
 * schema the server uses. The server's field errors go under their fields; its refusals (not
 * eligible, already reviewed, photo too big or not a picture) are toasted with its own words.
 * Given a rejected review to `rewrite`, it starts from that review's words.
 */
export function ReviewForm({
  userId,
  productId,
  productName,
  rewrite,
}: {
  userId: string;
  productId: string;
  productName: string;
  rewrite?: NonNullable<MyReview['review']>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: rewrite ? { rating: String(rewrite.rating), title: rewrite.title, text: rewrite.text } : { rating: '', title: '', text: '' },
  });
  const submit = useSubmitReview(userId, productId);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photosInput = useRef<HTMLInputElement>(null);
  const ids = { rating: useId(), photos: useId(), photosHint: useId(), photosError: useId() };
  const rating = Number(watch('rating')) || 0;
  const textLength = watch('text').length;

  // The previews' object URLs are freed with the form.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be picked again after removing it
    if (chosen.length === 0) return;
    const problem = chosen.some((file) => !PHOTO_TYPES.includes(file.type))
      ? PHOTO_MESSAGES.type
      : chosen.some((file) => file.size > REVIEW_LIMITS.photoBytes)
        ? PHOTO_MESSAGES.size
        : photos.length + chosen.length > REVIEW_LIMITS.photos
          ? REVIEW_MESSAGES.tooManyPhotos
          : null;
    setPhotoError(problem);
    if (problem) return;
    setPhotos([...photos, ...chosen.map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
  };

  const removePhoto = (index: number) => {
    const photo = photos[index];
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhotos(photos.filter((_, at) => at !== index));
    setPhotoError(null);
    photosInput.current?.focus();
  };

  const onSubmit = handleSubmit(async (review) => {
    try {
      await submit.mutateAsync({ review, photos: photos.map((photo) => photo.file) });
      toast.success(REVIEW_MESSAGES.submitted);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        let focused = false;
        for (const { field, message } of fieldErrors) {
          if (field === 'photos') setPhotoError(message);
          else if (isTextField(field)) {
            setError(field, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        if (fieldErrors.some(({ field }) => field === 'photos' || isTextField(field))) return;
      }
      if (error instanceof ApiError && TOASTED_STATUSES.includes(error.status)) toast.error(error.message);
      else toast.error(errorMessage(error, 'Could not send your review. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={`Review of ${productName}`}>
      <fieldset aria-describedby={errors.rating ? `${ids.rating}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Your rating</legend>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex">
            {RATING_WORDS.map((word, index) => {
              const value = index + 1;
              return (
                <label key={value} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
                  <input type="radio" value={String(value)} {...register('rating')} aria-invalid={errors.rating ? true : undefined} className="sr-only" />
                  <StarIcon className={`size-8 ${value <= rating ? 'text-amber-500' : 'text-slate-300'}`} fill="currentColor" stroke="none" />
                  <span className="sr-only">
                    {value} {value === 1 ? 'star' : 'stars'}, {word}
                  </span>
                </label>
              );
            })}
          </div>
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {rating ? RATING_WORDS[rating - 1] : 'Choose 1 to 5 stars'}
          </span>
        </div>
        {errors.rating?.message && (
          <p id={`${ids.rating}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {errors.rating.message}
          </p>
        )}
      </fieldset>

      <TextField label="Title" {...register('title')} error={errors.title?.message} maxLength={REVIEW_LIMITS.titleMax} placeholder="Sum it up in a few words" />
      <TextAreaField
        label="Your review"
        {...register('text')}
        error={errors.text?.message}
        rows={5}
        maxLength={REVIEW_LIMITS.textMax}
        hint={`${formatCount(textLength)} of ${formatCount(REVIEW_LIMITS.textMax)} characters (at least ${REVIEW_LIMITS.textMin}).`}
      />

      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">Photos (optional)</p>
        {photos.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-3" aria-label="Photos to send">
            {photos.map((photo, index) => (
              <li key={photo.preview} className="w-24 overflow-hidden rounded-xl border border-slate-200">
                <img src={photo.preview} alt={`Photo ${index + 1}: ${photo.file.name}`} width={96} height={96} className="size-24 bg-slate-50 object-cover" />
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full rounded-none px-1 text-red-700 hover:bg-red-50"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => removePhoto(index)}
                >
                  <TrashIcon className="size-4" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <label
          htmlFor={ids.photos}
          className={`inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
            photos.length >= REVIEW_LIMITS.photos ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <PlusSquareIcon className="size-5" />
          Add photos
          <input
            ref={photosInput}
            id={ids.photos}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            disabled={photos.length >= REVIEW_LIMITS.photos}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={[ids.photosHint, photoError ? ids.photosError : null].filter(Boolean).join(' ')}
            onChange={addPhotos}
            className="sr-only"
          />
        </label>
        <p id={ids.photosHint} className="mt-1.5 text-sm text-slate-600">
          Up to {REVIEW_LIMITS.photos} photos of the product: JPEG, PNG or WebP, {PHOTO_MB} MB each at most.
        </p>
        {photoError && (
          <p id={ids.photosError} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {photoError}
          </p>
        )}
      </div>

      <PrivacyNotice purpose="reviews" />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : rewrite ? 'Send Again' : 'Submit Review'}
      </Button>
    </form>
  );
}
