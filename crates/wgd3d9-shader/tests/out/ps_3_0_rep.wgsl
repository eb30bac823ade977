struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = _e9;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e9, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0.25f, 0.002f, 0f).xxxx;
    loop {
        let _e22 = rep_count;
        if (_e22 <= 0i) {
            break;
        }
        rep_count = (_e22 - 1i);
        let _e26 = r0_;
        let _e28 = textureSample(t0_, s0_, _e26.xy);
        let _e30 = r1_;
        r2_ = _e28;
        r1_ = ((_e28 * vec4<f32>(0f, 0.25f, 0.002f, 0f).yyyy) + _e30);
        r0_ = select(_e26, (_e26 + vec4<f32>(0f, 0.25f, 0.002f, 0f).zzzz), vec4<bool>(true, true, false, false));
    }
    let _e37 = r1_;
    return Output(_e37);
}
