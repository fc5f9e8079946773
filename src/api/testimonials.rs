//! /api/testimonials: a client story (SPEC.md §7), through the shared content CRUD.

use crate::domain::testimonials::{Testimonial, TestimonialFields, TestimonialInput};

crate::api::content::content_kind!(Testimonials {
    one: "testimonial",
    many: "testimonials",
    path: "/api/testimonials",
    label: "Testimonial",
    table: testimonials,
    item: Testimonial,
    fields: TestimonialFields,
    input: TestimonialInput,
});
