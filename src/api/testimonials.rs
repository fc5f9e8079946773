//! /api/testimonials: a client story (docs/PRODUCT.md §7), through the shared content CRUD.

use crate::domain::testimonials::TestimonialFields;

crate::api::content::content_routes!(TestimonialFields {
    path: "/api/testimonials",
    by_id: "/api/testimonials/{id}",
    label: "testimonial",
    list: list_testimonials,
    get: get_testimonial,
    create: create_testimonial,
    update: update_testimonial,
    delete: delete_testimonial,
});
