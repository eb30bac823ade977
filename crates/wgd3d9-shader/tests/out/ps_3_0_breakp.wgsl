struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
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
        let _e26 = rep_count;
        if (_e26 <= 0i) {
            break;
        }
        rep_count = (_e26 - 1i);
        let _e30 = r0_;
        let _e33 = textureSampleLevel(t0_, s0_, _e30.xyz, _e30.w);
        let _e37 = select(_e33, (_e33 * _e33.wwww), vec4<bool>(true, true, true, false));
        let _e39 = r1_;
        let _e44 = r3_;
        let _e46 = select(_e44, (vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww + -(_e39.wwww)), vec4<bool>(true, false, false, false));
        let _e49 = ((_e37 * _e46.xxxx) + _e39);
        let _e50 = v1_;
        let _e52 = select(_e30, (_e30 + _e50), vec4<bool>(true, true, true, false));
        let _e59 = r4_;
        let _e60 = select(_e59, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e49.wwww > vec4<f32>(0f, 0.99f, 0.03125f, 1f).yyyy)), vec4<bool>(true, false, false, false));
        r2_ = _e37;
        r3_ = _e46;
        r1_ = _e49;
        r0_ = _e52;
        r4_ = _e60;
        if (_e60.xxxx.x != 0f) {
            break;
        }
        let _e71 = select(_e60, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e52.zzzz >= vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww)), vec4<bool>(false, true, false, false));
        r4_ = _e71;
        if !((_e71.yyyy.x != 0f)) {
            break;
        }
    }
    let _e76 = r1_;
    return Output(_e76);
}
