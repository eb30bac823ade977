struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    let _e15 = v0_;
    v0_ = select(_e15, in0_, vec4<bool>(true, true, false, false));
    let _e18 = v0_;
    let _e19 = r0_;
    r0_ = select(_e19, _e18, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0.25f, 0.002f, 0f).xxxx;
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e32 = rep_count;
        if (_e32 <= 0i) {
            break;
        }
        rep_count = (_e32 - 1i);
        let _e37 = r0_;
        let _e39 = textureSample(t0_, s0_, _e37.xy);
        r2_ = _e39;
        let _e40 = r2_;
        let _e42 = r1_;
        r1_ = ((_e40 * vec4<f32>(0f, 0.25f, 0.002f, 0f).yyyy) + _e42);
        let _e45 = r0_;
        let _e48 = r0_;
        r0_ = select(_e48, (_e45 + vec4<f32>(0f, 0.25f, 0.002f, 0f).zzzz), vec4<bool>(true, true, false, false));
    }
    let _e50 = r1_;
    o0_ = _e50;
    let _e51 = o0_;
    return Output(_e51);
}
