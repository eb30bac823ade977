struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e19 = r0_;
    r0_ = select(_e19, _e18, vec4<bool>(true, true, true, false));
    let _e22 = v1_;
    let _e23 = r1_;
    r1_ = select(_e23, _e22, vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 1f, 0.0833333f, 0.01f).xxxx;
    rep_count = clamp(vec4<i32>(12i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e36 = rep_count;
        if (_e36 <= 0i) {
            break;
        }
        rep_count = (_e36 - 1i);
        let _e41 = r0_;
        let _e42 = r0_;
        let _e43 = _e41.xyz;
        let _e44 = _e42.xyz;
        let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e51 = select((_e43 * _e44), _e47, ((_e43 == _e47) | (_e44 == _e47)));
        let _e58 = r3_;
        r3_ = select(_e58, vec4(((_e51.x + _e51.y) + _e51.z)), vec4<bool>(true, false, false, false));
        let _e61 = r3_;
        if (_e61.xxxx.x > vec4<f32>(0f, 1f, 0.0833333f, 0.01f).yyyy.x) {
            break;
        }
        let _e67 = r0_;
        let _e68 = r1_;
        let _e70 = r0_;
        r0_ = select(_e70, (_e67 + _e68), vec4<bool>(true, true, true, false));
        let _e72 = r2_;
        r2_ = (_e72 + vec4<f32>(0f, 1f, 0.0833333f, 0.01f).zzzz);
        let _e75 = r2_;
        if (_e75.wwww.x <= vec4<f32>(0f, 1f, 0.0833333f, 0.01f).wwww.x) {
            break;
        }
    }
    let _e81 = r2_;
    o0_ = _e81;
    let _e82 = o0_;
    return Output(_e82);
}
