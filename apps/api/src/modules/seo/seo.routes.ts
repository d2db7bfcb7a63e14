import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productPageMeta, PUBLIC_PAGE_PATHS, type Product } from '@store/shared';
import type { AppShell, PageMeta } from '../../plugins/app-shell';
import type { PageRenderer } from '../../plugins/page-renderer';
import { sendAnswer } from '../catalog';
import type { CatalogService } from '../catalog';

/** Pages a crawler has no business in: personal, or empty without a signed-in customer. */
const PRIVATE_PATHS = ['/api/', '/cart', '/checkout', '/profile', '/orders', '/applications', '/reset-password', '/verify-otp', '/admin'];

/** The product page's head: its title and description (the browser's too, productPageMeta), the link preview's image and its JSON-LD. */
export function productHeadMeta(product: Product, appUrl: string): PageMeta {
  const url = `${appUrl}/products/${product._id}`;
  const image = product.images[0] ? `${appUrl}${product.images[0]}` : undefined;
  return {
    ...productPageMeta(product),
    canonicalUrl: url,
    image,
    type: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      brand: { '@type': 'Brand', name: product.brand },
      sku: product._id,
      category: product.category,
      ...(product.images.length ? { image: product.images.map((src) => `${appUrl}${src}`) } : {}),
      ...(product.ratings.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.ratings.average,
              reviewCount: product.ratings.count,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        // The price with GST, as shown and charged (decision 0006).
        price: product.priceInclGst,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: product.priceInclGst, priceCurrency: 'INR', valueAddedTaxIncluded: true },
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const seoRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; shell: AppShell; pages: PageRenderer; appUrl: string }> = async (
  app,
  { catalog, shell, pages, appUrl },
) => {
  // The product page with its own meta written in, for crawlers and link previews.
  if (shell.available) {
    // Any id: one that cannot be a product's is simply unknown here too.
    app.get('/products/:id', { schema: { params: z.object({ id: z.string() }), hide: true } }, async (request, reply) => {
      const product = await catalog.getVisible(request.params.id);
      // The page itself rendered on the server, with the product's meta tags around it.
      const meta = product ? productHeadMeta(product, appUrl) : undefined;
      if (await pages.send(request, reply, { meta, status: product ? 200 : 404 })) return reply;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // An unknown product still gets the app (which shows 'Product Not Found'), with a 404 status.
      if (!product) return reply.code(404).send(shell.html());
      return reply.send(shell.html(productHeadMeta(product, appUrl)));
    });
  }

  const sitemap = (productIds: string[]) => {
    const urls = [...PUBLIC_PAGE_PATHS, ...productIds.map((id) => `/products/${id}`)];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((p) => `  <url><loc>${escapeXml(appUrl + p)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  };
  app.get('/sitemap.xml', { schema: { response: { 200: z.string() } } }, async (request, reply) => sendAnswer(request, reply, await catalog.sitemap(sitemap)));

  app.get('/robots.txt', { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const body = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').send(body);
  });
};
