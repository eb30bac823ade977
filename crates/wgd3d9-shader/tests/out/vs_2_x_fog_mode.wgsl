struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e18 = consts.c[0];
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e18)), vec4<bool>(true, false, false, false));
    r0_ = _e22;
    let _e25 = consts.c[1];
    let _e29 = select(_e22, vec4(dot(in0_, _e25)), vec4<bool>(false, true, false, false));
    r0_ = _e29;
    let _e32 = consts.c[2];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, false, true, false));
    r0_ = _e36;
    let _e39 = consts.c[3];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, false, true));
    r0_ = _e43;
    o0_ = _e43;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    let _e48 = consts.c[5];
    r2_ = _e48;
    if (_e48.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e54 = r2_;
        let _e56 = r0_;
        let _e60 = r1_;
        let _e61 = select(_e60, (_e54.zzzz + -(_e56.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = _e61;
        r1_ = select(_e61, (_e61.xxxx * _e54.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e66 = r2_;
        if (_e66.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e72 = r0_;
            let _e74 = r2_;
            let _e77 = r1_;
            let _e78 = select(_e77, (_e72.zzzz * _e74.yyyy), vec4<bool>(true, false, false, false));
            r1_ = _e78;
            let _e83 = select(_e78, (_e78.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = _e83;
            r1_ = select(_e83, vec4(exp2(_e83.xxxx.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e89 = r1_;
    let _e90 = _e89.xxxx;
    let _e91 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e94 = select(_e89, select(_e91, _e90, (_e90 >= _e91)), vec4<bool>(true, false, false, false));
    r1_ = _e94;
    let _e95 = _e94.xxxx;
    let _e96 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e98 = select(_e96, _e95, (_e95 < _e96));
    o1_ = _e98;
    let _e99 = o0_;
    let _e102 = consts.c[256];
    let _e105 = consts.c[257];
    let _e111 = select(_e99, ((_e99 * _e105) + (_e102 * _e99.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e111;
    return Output(_e111, _e98);
}
