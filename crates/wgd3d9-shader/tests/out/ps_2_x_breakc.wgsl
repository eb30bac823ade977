struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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
        let _e22 = rep_count;
        if (_e22 <= 0i) {
            break;
        }
        rep_count = (_e22 - 1i);
        let _e26 = r0_;
        let _e27 = _e26.xyz;
        let _e28 = _e26.xyz;
        let _e30 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e34 = select((_e27 * _e28), _e30, ((_e27 == _e30) | (_e28 == _e30)));
        let _e42 = r3_;
        let _e44 = select(_e42, vec4(((_e34.x + _e34.y) + _e34.z)), vec4<bool>(true, false, false, false));
        r3_ = _e44;
        if (_e44.xxxx.x > vec4<f32>(0f, 1f, 0.0833333f, 0.01f).yyyy.x) {
            break;
        }
        let _e50 = r1_;
        let _e53 = r2_;
        let _e55 = (_e53 + vec4<f32>(0f, 1f, 0.0833333f, 0.01f).zzzz);
        r0_ = select(_e26, (_e26 + _e50), vec4<bool>(true, true, true, false));
        r2_ = _e55;
        if (_e55.wwww.x <= vec4<f32>(0f, 1f, 0.0833333f, 0.01f).wwww.x) {
            break;
        }
    }
    let _e61 = r2_;
    return Output(_e61);
}
