//! The area a D3D9 Clear touches.
//!
//! Clear writes the intersection of the viewport, the scissor rectangle (when
//! D3DRS_SCISSORTESTENABLE is set) and each of the application's rectangles (or the
//! whole viewport when it gives none). Inverted rectangles are skipped, as drivers
//! do; a rectangle list with a count of zero clears nothing.

use crate::record::Rect;
use wgd3d9_types::D3DRECT;

/// What a Clear writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClearArea {
    /// The whole render target.
    Whole,
    /// These non-empty rectangles, inside the target.
    Rects(Vec<Rect>),
    /// Nothing at all.
    Nothing,
}

/// Works out the clear area. `rects` is `None` when the application passed no
/// rectangle array (or a count with a null pointer): the whole viewport is cleared.
pub fn clear_area(
    rects: Option<&[D3DRECT]>,
    viewport: Rect,
    scissor: Option<Rect>,
    target_width: u32,
    target_height: u32,
) -> ClearArea {
    let target = Rect {
        left: 0,
        top: 0,
        right: target_width as i32,
        bottom: target_height as i32,
    };
    let mut bound = viewport.intersect(&target);
    if let Some(s) = scissor {
        bound = bound.intersect(&s);
    }
    if bound.is_empty() {
        return ClearArea::Nothing;
    }
    let out: Vec<Rect> = match rects {
        None => vec![bound],
        Some(list) => list
            .iter()
            .filter(|r| r.x1 <= r.x2 && r.y1 <= r.y2)
            .map(|r| {
                Rect {
                    left: r.x1,
                    top: r.y1,
                    right: r.x2,
                    bottom: r.y2,
                }
                .intersect(&bound)
            })
            .filter(|r| !r.is_empty())
            .collect(),
    };
    match out.as_slice() {
        [] => ClearArea::Nothing,
        [only] if *only == target => ClearArea::Whole,
        _ => ClearArea::Rects(out),
    }
}

#[cfg(test)]
mod tests;
