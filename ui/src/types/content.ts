// The public content the API returns (DESIGN.md HTTP contract, camelCase). Shared by the public
// site, which renders it, and the admin screens, which edit it.

export interface Service {
  id: number;
  title: string;
  description: string;
  /** A lucide icon name (`sparkles`), an image URL, or a CSS class name. */
  icon: string;
  position: number;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface Project {
  id: number;
  title: string;
  category: string;
  description: string;
  image: string;
  position: number;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface Testimonial {
  id: number;
  name: string;
  position: string;
  company: string;
  quote: string;
  avatar: string | null;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface ClientLogo {
  id: number;
  src: string;
  alt: string;
  width: number | null;
  position: number | null;
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/settings → {settings}: what the public site needs to know about the business. */
export interface SiteSettings {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  publicUrl: string;
  analyticsId: string;
}
