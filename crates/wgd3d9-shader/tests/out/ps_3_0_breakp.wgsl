struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_3d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    v1_ = in1_;
    r0_ = in0_;
    r0_ = select(in0_, vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx, vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx;
    rep_count = clamp(vec4<i32>(32i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e34 = rep_count;
        if (_e34 <= 0i) {
            break;
        }
        rep_count = (_e34 - 1i);
        let _e38 = r0_;
        let _e41 = textureSampleLevel(t0_, s0_, _e38.xyz, _e38.w);
        r2_ = _e41;
        let _e45 = select(_e41, (_e41 * _e41.wwww), vec4<bool>(true, true, true, false));
        r2_ = _e45;
        let _e47 = r1_;
        let _e51 = r3_;
        let _e53 = select(_e51, (vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww + -(_e47.wwww)), vec4<bool>(true, false, false, false));
        r3_ = _e53;
        let _e56 = ((_e45 * _e53.xxxx) + _e47);
        r1_ = _e56;
        let _e57 = v1_;
        let _e59 = select(_e38, (_e38 + _e57), vec4<bool>(true, true, true, false));
        r0_ = _e59;
        let _e65 = r4_;
        let _e66 = select(_e65, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e56.wwww > vec4<f32>(0f, 0.99f, 0.03125f, 1f).yyyy)), vec4<bool>(true, false, false, false));
        r4_ = _e66;
        if (_e66.xxxx.x != 0f) {
            break;
        }
        let _e76 = select(_e66, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e59.zzzz >= vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww)), vec4<bool>(false, true, false, false));
        r4_ = _e76;
        if !((_e76.yyyy.x != 0f)) {
            break;
        }
    }
    let _e81 = r1_;
    o0_ = _e81;
    return Output(_e81);
}
