/* kontor-hs-view.h: Hansa in the generic play page (kontor-title-view.h). */
#pragma once

#include "kontor-title-view.h"

G_BEGIN_DECLS

extern const KontorTitleView kontor_hs_view;

G_END_DECLS
