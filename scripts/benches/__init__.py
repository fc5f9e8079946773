"""The parts of ./scripts/bench, one module a group of figures, and what they share (`common`)."""
