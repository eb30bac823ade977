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
    r0_ = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 1f, 0.0833333f, 0.01f).xxxx;
    rep_count = clamp(vec4<i32>(12i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e30 = rep_count;
        if (_e30 <= 0i) {
            break;
        }
        rep_count = (_e30 - 1i);
        let _e34 = r0_;
        let _e35 = _e34.xyz;
        let _e36 = _e34.xyz;
        let _e38 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e42 = select((_e35 * _e36), _e38, ((_e35 == _e38) | (_e36 == _e38)));
        let _e49 = r3_;
        let _e51 = select(_e49, vec4(((_e42.x + _e42.y) + _e42.z)), vec4<bool>(true, false, false, false));
        r3_ = _e51;
        if (_e51.xxxx.x > vec4<f32>(0f, 1f, 0.0833333f, 0.01f).yyyy.x) {
            break;
        }
        let _e57 = r1_;
        r0_ = select(_e34, (_e34 + _e57), vec4<bool>(true, true, true, false));
        let _e60 = r2_;
        let _e62 = (_e60 + vec4<f32>(0f, 1f, 0.0833333f, 0.01f).zzzz);
        r2_ = _e62;
        if (_e62.wwww.x <= vec4<f32>(0f, 1f, 0.0833333f, 0.01f).wwww.x) {
            break;
        }
    }
    let _e68 = r2_;
    o0_ = _e68;
    return Output(_e68);
}
