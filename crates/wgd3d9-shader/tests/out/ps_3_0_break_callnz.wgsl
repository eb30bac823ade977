struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(10i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.1f, 1f, 0f).xxxx;
    loop {
        let _e17 = rep_count;
        if (_e17 <= 0i) {
            break;
        }
        rep_count = (_e17 - 1i);
        let _e21 = r0_;
        let _e24 = (_e21 + -(vec4<f32>(0f, 0.1f, 1f, 0f).yyyy));
        let _e25 = r1_;
        r0_ = _e24;
        r1_ = (_e25 + vec4<f32>(0f, 0.1f, 1f, 0f).yyyy);
        if (_e24.xxxx.x < vec4<f32>(0f, 0.1f, 1f, 0f).xxxx.x) {
            break;
        }
    }
    if true {
        let _e34 = r1_;
        let _e38 = consts[(constant_index + 1u)];
        r1_ = (_e34 * bitcast<vec4<f32>>(_e38));
    }
    let _e41 = r1_;
    return Output(_e41);
}
