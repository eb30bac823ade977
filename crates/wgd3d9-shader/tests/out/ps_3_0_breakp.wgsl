struct Constants {
    c: array<vec4<f32>, 225>,
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
    let _e22 = v0_;
    r0_ = _e22;
    let _e24 = r0_;
    r0_ = select(_e24, vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx, vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx;
    rep_count = clamp(vec4<i32>(32i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e38 = rep_count;
        if (_e38 <= 0i) {
            break;
        }
        rep_count = (_e38 - 1i);
        let _e43 = r0_;
        let _e46 = textureSampleLevel(t0_, s0_, _e43.xyz, _e43.w);
        r2_ = _e46;
        let _e47 = r2_;
        let _e48 = r2_;
        let _e51 = r2_;
        r2_ = select(_e51, (_e47 * _e48.wwww), vec4<bool>(true, true, true, false));
        let _e55 = r1_;
        let _e59 = r3_;
        r3_ = select(_e59, (vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww + -(_e55.wwww)), vec4<bool>(true, false, false, false));
        let _e62 = r2_;
        let _e63 = r3_;
        let _e65 = r1_;
        r1_ = ((_e62 * _e63.xxxx) + _e65);
        let _e68 = r0_;
        let _e69 = v1_;
        let _e71 = r0_;
        r0_ = select(_e71, (_e68 + _e69), vec4<bool>(true, true, true, false));
        let _e73 = r1_;
        let _e80 = r4_;
        r4_ = select(_e80, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e73.wwww > vec4<f32>(0f, 0.99f, 0.03125f, 1f).yyyy)), vec4<bool>(true, false, false, false));
        let _e82 = r4_;
        if (_e82.xxxx.x != 0f) {
            break;
        }
        let _e87 = r0_;
        let _e92 = r4_;
        r4_ = select(_e92, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e87.zzzz >= vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww)), vec4<bool>(false, true, false, false));
        let _e95 = r4_;
        if !((_e95.yyyy.x != 0f)) {
            break;
        }
    }
    let _e101 = r1_;
    o0_ = _e101;
    let _e102 = o0_;
    return Output(_e102);
}
