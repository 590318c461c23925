#pragma once

namespace dicechess::ui {

// Registers the compiled-in resources (pieces, icon). Resources in a static library are not registered
// automatically; every user of ":/…" paths calls this first. Idempotent.
void ensureResources();

}  // namespace dicechess::ui
