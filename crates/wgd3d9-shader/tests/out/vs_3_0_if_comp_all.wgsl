struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e16 = v0_;
    let _e19 = consts.c[0];
    let _e22 = o0_;
    o0_ = select(_e22, vec4(dot(_e16, _e19)), vec4<bool>(true, false, false, false));
    let _e25 = v0_;
    let _e28 = consts.c[1];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(false, true, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[2];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    let _e52 = v1_;
    r0_ = _e52;
    r1_ = vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx;
    let _e54 = r0_;
    if (_e54.xxxx.x > vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e60 = r1_;
        let _e64 = r1_;
        r1_ = select(_e64, (_e60.xxxx + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(true, false, false, false));
    }
    let _e66 = r0_;
    if (_e66.xxxx.x < vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e72 = r1_;
        let _e76 = r1_;
        r1_ = select(_e76, (_e72.yyyy + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, true, false, false));
    }
    let _e78 = r0_;
    if (_e78.yyyy.x >= vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e84 = r1_;
        let _e88 = r1_;
        r1_ = select(_e88, (_e84.zzzz + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, true, false));
    }
    let _e90 = r0_;
    if (_e90.yyyy.x <= vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e96 = r1_;
        let _e100 = r1_;
        r1_ = select(_e100, (_e96.wwww + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, false, true));
    }
    let _e102 = r0_;
    if (_e102.zzzz.x == vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx.x) {
        let _e108 = r1_;
        r1_ = (_e108 * vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz);
    }
    let _e111 = r0_;
    if (_e111.wwww.x != vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww.x) {
        let _e117 = r1_;
        r1_ = (_e117 + vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy);
    }
    let _e120 = r1_;
    o1_ = _e120;
    let _e121 = o0_;
    let _e124 = consts.c[256];
    let _e128 = o0_;
    o0_ = select(_e128, (_e121 + (_e124 * _e121.wwww)), vec4<bool>(true, true, true, false));
    let _e131 = o0_;
    let _e132 = o1_;
    return Output(_e131, _e132);
}
