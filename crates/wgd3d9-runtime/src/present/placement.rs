//! Where the presenter draws: Present's source and destination rectangles
//! and the drawn cursor, as a viewport and a scissor rectangle in the
//! window's client area.
//!
//! The viewport is where the whole source texture would land, so that the
//! covering triangle's texture coordinates stay 0..1; the scissor keeps the
//! part of it that shows (the source rectangle's image, inside the client
//! area).

/// A draw of a whole texture, cut to what shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Placement {
    /// x, y, width, height of the texture's image in the client area.
    pub viewport: [f32; 4],
    /// x, y, width, height of the part that is drawn (never empty, inside
    /// the client area).
    pub scissor: [u32; 4],
}

/// The back buffer (`texture` pixels) drawn with Present's rectangles into
/// a `client` area: `src` left, top, right, bottom of the part shown (all 0:
/// all of it), `dst` where it goes (all 0: the whole client area). None
/// when nothing of it falls inside the client area.
pub(crate) fn back_buffer(texture: (u32, u32), src: [u32; 4], dst: [i32; 4], client: (u32, u32)) -> Option<Placement> {
    let src = if src == [0; 4] {
        [0, 0, texture.0, texture.1]
    } else {
        src
    };
    // Wide enough for any pair of i32 coordinates.
    let dst: [i64; 4] = if dst == [0; 4] {
        [0, 0, client.0.into(), client.1.into()]
    } else {
        dst.map(i64::from)
    };
    let (sw, sh) = (src[2].checked_sub(src[0])?, src[3].checked_sub(src[1])?);
    let (dw, dh) = (dst[2] - dst[0], dst[3] - dst[1]);
    if sw == 0 || sh == 0 || dw <= 0 || dh <= 0 {
        return None;
    }
    let (kx, ky) = (dw as f32 / sw as f32, dh as f32 / sh as f32);
    let viewport = [
        dst[0] as f32 - src[0] as f32 * kx,
        dst[1] as f32 - src[1] as f32 * ky,
        texture.0 as f32 * kx,
        texture.1 as f32 * ky,
    ];
    Some(Placement {
        viewport,
        scissor: clip(dst, client)?,
    })
}

/// An image of `size` pixels with its top-left corner at `at`, unscaled.
pub(crate) fn image(at: (i32, i32), size: (u32, u32), client: (u32, u32)) -> Option<Placement> {
    let (x, y) = (i64::from(at.0), i64::from(at.1));
    let rect = [x, y, x + i64::from(size.0), y + i64::from(size.1)];
    Some(Placement {
        viewport: [at.0 as f32, at.1 as f32, size.0 as f32, size.1 as f32],
        scissor: clip(rect, client)?,
    })
}

/// Whether a placement covers the whole client area.
pub(crate) fn covers(p: &Placement, client: (u32, u32)) -> bool {
    p.scissor == [0, 0, client.0, client.1]
}

/// `r` (left, top, right, bottom) inside `client`, as x, y, width, height;
/// None when nothing is left.
fn clip(r: [i64; 4], client: (u32, u32)) -> Option<[u32; 4]> {
    let (w, h) = (i64::from(client.0), i64::from(client.1));
    let x0 = r[0].clamp(0, w) as u32;
    let y0 = r[1].clamp(0, h) as u32;
    let x1 = r[2].clamp(0, w) as u32;
    let y1 = r[3].clamp(0, h) as u32;
    (x0 < x1 && y0 < y1).then_some([x0, y0, x1 - x0, y1 - y0])
}

#[cfg(test)]
mod tests;
