import { bindRoutes, type ModuleDeps } from '../../lib/app-module';
import { reviewsPersonalData } from './reviews.personal-data';
import { createReviewRepository } from './reviews.repository';
import { reviewRoutes } from './reviews.routes';
import { createReviewService } from './reviews.service';

/** The reviews module: verified buyers' ratings and photos of the products they received. */
export function createReviewsModule(deps: ModuleDeps<typeof createReviewService>) {
  const reviews = createReviewService({ ...deps, repository: createReviewRepository(deps.db) });
  return { reviews, routes: bindRoutes(reviewRoutes, { reviews }), personalData: reviewsPersonalData() };
}
