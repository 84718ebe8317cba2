/* kontor-mp-view.h: Marco Polo in the generic play page (kontor-title-view.h). */
#pragma once

#include "kontor-title-view.h"

G_BEGIN_DECLS

extern const KontorTitleView kontor_mp_view;

G_END_DECLS
