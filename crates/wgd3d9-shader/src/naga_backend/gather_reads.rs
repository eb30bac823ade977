//! The sampler reads built on a gather of the four texels around the
//! coordinate ([`Program::sampler_reads`]): shadow-map comparisons (each
//! texel's depth compared with the coordinate's, the results weighted
//! bilinearly or the nearest taken) and Fetch4 (the four texels themselves).

use super::*;
use crate::ir::sampler_read;

impl Lowerer<'_> {
    /// The [`sampler_read`] mode of sampler `sampler`.
    pub(super) fn sampler_read(&self, sampler: u32) -> u32 {
        (self
            .p
            .sampler_reads
            .checked_shr(sampler_read::BITS * sampler)
            .unwrap_or(0)
            & 0xF) as u32
    }

    /// The read of 2D sampler `sampler` in `mode` (not
    /// [`sampler_read::PLAIN`]) at coordinate `c`: a vec4 of x, y, the
    /// depth in z and the divisor in w when `projected`.
    pub(super) fn gather_read(
        &mut self,
        sampler: u32,
        c: Handle<Expression>,
        projected: bool,
        mode: u32,
    ) -> Handle<Expression> {
        let mut xy = self.leading(c, 2);
        let mut depth = self.component(c, 2);
        if projected {
            let w = self.component(c, 3);
            let ww = self.splat2(w);
            xy = self.binary(BinaryOperator::Divide, xy, ww);
            depth = self.binary(BinaryOperator::Divide, depth, w);
        }
        let image = self.samplers[&sampler].0;
        let size = self.texture_size(image);
        if matches!(mode, sampler_read::FETCH4 | sampler_read::FETCH4_NEAREST) {
            // The footprint whose top-left texel holds the coordinate: a
            // gather half a texel further on.
            let half = self.literal(0.5);
            let halves = self.splat2(half);
            let offset = self.binary(BinaryOperator::Divide, halves, size);
            let at = self.binary(BinaryOperator::Add, xy, offset);
            let texels = self.gather(sampler, at);
            // Gather order: x (left, bottom), y (right, bottom), z (right,
            // top), w (left, top).
            let order = if mode == sampler_read::FETCH4 {
                [2, 0, 1, 3]
            } else {
                [3; 4]
            };
            return self.swizzle(texels, VectorSize::Quad, order);
        }
        let texels = self.gather(sampler, xy);
        let (zero, one) = (self.literal(0.0), self.literal(1.0));
        let depth = self.math3(MathFunction::Clamp, depth, zero, one);
        let lit = self.lit_texels(depth, texels);
        let weights = self.gather_weights(xy, size, mode == sampler_read::COMPARE_LINEAR);
        let [bl, br, tr, tl] = [0, 1, 2, 3].map(|i| self.component(lit, i));
        let [fx, fy] = [0, 1].map(|i| self.component(weights, i));
        let top = self.math3(MathFunction::Mix, tl, tr, fx);
        let bottom = self.math3(MathFunction::Mix, bl, br, fx);
        let v = self.math3(MathFunction::Mix, top, bottom, fy);
        self.splat_scalar(v)
    }

    fn splat2(&mut self, v: Handle<Expression>) -> Handle<Expression> {
        self.expr(Expression::Splat {
            size: VectorSize::Bi,
            value: v,
        })
    }

    /// The x components of the four texels around `xy` (level 0).
    fn gather(&mut self, sampler: u32, xy: Handle<Expression>) -> Handle<Expression> {
        let (image, sampler, _) = self.samplers[&sampler];
        self.expr(Expression::ImageSample {
            image,
            sampler,
            gather: Some(SwizzleComponent::X),
            coordinate: xy,
            array_index: None,
            offset: None,
            level: SampleLevel::Zero,
            depth_ref: None,
            clamp_to_edge: false,
        })
    }

    /// Level 0's size in texels, as a vec2 of floats.
    fn texture_size(&mut self, image: Handle<Expression>) -> Handle<Expression> {
        let level = self.expr(Expression::Literal(Literal::I32(0)));
        let size = self.expr(Expression::ImageQuery {
            image,
            query: naga::ImageQuery::Size { level: Some(level) },
        });
        self.expr(Expression::As {
            expr: size,
            kind: ScalarKind::Float,
            convert: Some(4),
        })
    }

    /// Per gathered texel: 1 where `depth` is less or equal to its depth,
    /// else 0.
    fn lit_texels(&mut self, depth: Handle<Expression>, texels: Handle<Expression>) -> Handle<Expression> {
        let depths = self.splat_scalar(depth);
        let lit = self.binary(BinaryOperator::LessEqual, depths, texels);
        let (one, zero) = (self.splat4(1.0), self.splat4(0.0));
        self.select(lit, one, zero)
    }

    /// The weights of the right column and the bottom row of the texels a
    /// gather at `xy` reads from a level of `size`: bilinear ones, or 0/1
    /// picking the nearest texel.
    fn gather_weights(&mut self, xy: Handle<Expression>, size: Handle<Expression>, linear: bool) -> Handle<Expression> {
        let texel = self.binary(BinaryOperator::Multiply, xy, size);
        let half = self.literal(0.5);
        let halves = self.splat2(half);
        let corner = self.binary(BinaryOperator::Subtract, texel, halves);
        let f = self.math(MathFunction::Fract, corner, None);
        if linear {
            f
        } else {
            self.math(MathFunction::Step, halves, Some(f))
        }
    }
}
