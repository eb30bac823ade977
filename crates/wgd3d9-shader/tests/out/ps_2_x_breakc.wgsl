struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(12i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 1f, 0.0833333f, 0.01f).xxxx;
    loop {
        let _e23 = rep_count;
        if (_e23 <= 0i) {
            break;
        }
        rep_count = (_e23 - 1i);
        let _e27 = r0_;
        let _e28 = _e27.xyz;
        let _e29 = _e27.xyz;
        let _e31 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e35 = select((_e28 * _e29), _e31, ((_e28 == _e31) | (_e29 == _e31)));
        let _e43 = r3_;
        let _e45 = select(_e43, vec4(((_e35.x + _e35.y) + _e35.z)), vec4<bool>(true, false, false, false));
        r3_ = _e45;
        if (_e45.xxxx.x > vec4<f32>(0f, 1f, 0.0833333f, 0.01f).yyyy.x) {
            break;
        }
        let _e51 = r1_;
        let _e54 = r2_;
        let _e56 = (_e54 + vec4<f32>(0f, 1f, 0.0833333f, 0.01f).zzzz);
        r0_ = select(_e27, (_e27 + _e51), vec4<bool>(true, true, true, false));
        r2_ = _e56;
        if (_e56.wwww.x <= vec4<f32>(0f, 1f, 0.0833333f, 0.01f).wwww.x) {
            break;
        }
    }
    let _e62 = r2_;
    return Output(_e62);
}
