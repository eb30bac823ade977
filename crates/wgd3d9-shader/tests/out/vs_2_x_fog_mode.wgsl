struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e7 = consts.c[0];
    let _e13 = consts.c[1];
    let _e19 = consts.c[2];
    let _e25 = consts.c[3];
    let _e29 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e7)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e13)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e19)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, false, false, true));
    let _e33 = consts.c[5];
    v0_ = in0_;
    r0_ = _e29;
    o0_ = _e29;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e33;
    if (_e33.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e44 = r2_;
        let _e46 = r0_;
        let _e50 = r1_;
        let _e51 = select(_e50, (_e44.zzzz + -(_e46.zzzz)), vec4<bool>(true, false, false, false));
        r1_ = select(_e51, (_e51.xxxx * _e44.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e56 = r2_;
        if (_e56.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e62 = r0_;
            let _e64 = r2_;
            let _e67 = r1_;
            let _e68 = select(_e67, (_e62.zzzz * _e64.yyyy), vec4<bool>(true, false, false, false));
            let _e73 = select(_e68, (_e68.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            r1_ = select(_e73, vec4(exp2(_e73.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e78 = r1_;
    let _e79 = _e78.xxxx;
    let _e80 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e84 = select(_e78, select(_e80, _e79, (_e79 >= _e80)), vec4<bool>(true, false, false, false)).xxxx;
    let _e85 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    let _e88 = o0_;
    let _e90 = consts.c[256];
    let _e92 = consts.c[257];
    return Output(select(_e88, ((_e88 * _e92) + (_e90 * _e88.wwww)), vec4<bool>(true, true, true, false)), select(_e85, _e84, (_e84 < _e85)));
}
