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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(32i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = select(in0_, vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx, vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx;
    loop {
        let _e23 = rep_count;
        if (_e23 <= 0i) {
            break;
        }
        rep_count = (_e23 - 1i);
        let _e27 = r0_;
        let _e30 = textureSampleLevel(t0_, s0_, _e27.xyz, _e27.w);
        let _e34 = select(_e30, (_e30 * _e30.wwww), vec4<bool>(true, true, true, false));
        let _e36 = r1_;
        let _e41 = r3_;
        let _e43 = select(_e41, (vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww + -(_e36.wwww)), vec4<bool>(true, false, false, false));
        let _e46 = ((_e34 * _e43.xxxx) + _e36);
        let _e47 = v1_;
        let _e49 = select(_e27, (_e27 + _e47), vec4<bool>(true, true, true, false));
        let _e56 = r4_;
        let _e57 = select(_e56, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e46.wwww > vec4<f32>(0f, 0.99f, 0.03125f, 1f).yyyy)), vec4<bool>(true, false, false, false));
        r2_ = _e34;
        r3_ = _e43;
        r1_ = _e46;
        r0_ = _e49;
        r4_ = _e57;
        if (_e57.xxxx.x != 0f) {
            break;
        }
        let _e68 = select(_e57, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e49.zzzz >= vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww)), vec4<bool>(false, true, false, false));
        r4_ = _e68;
        if !((_e68.yyyy.x != 0f)) {
            break;
        }
    }
    let _e73 = r1_;
    return Output(_e73);
}
