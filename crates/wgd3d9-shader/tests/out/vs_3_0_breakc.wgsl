struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    o0_ = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    let _e54 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e54.x, 0i, 255i);
    loop_step = _e54.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e54.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e65 = loop_count;
        if (_e65 <= 0i) {
            break;
        }
        loop_count = (_e65 - 1i);
        let _e68 = r2_;
        let _e70 = r3_;
        let _e74 = (i32(_e70.x) + 20i);
        let _e76 = consts.c[_e74];
        let _e84 = r1_;
        let _e85 = select(_e84, vec4(dot(_e68.xyz, select(_e76, vec4<f32>(0f, 1f, 0.99f, 5f), (_e74 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e85;
        if (_e85.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e96 = (i32(_e70.x) + 40i);
        let _e98 = consts.c[_e96];
        let _e101 = r0_;
        let _e103 = ((_e85.xxxx * select(_e98, vec4<f32>(0f, 1f, 0.99f, 5f), (_e96 == 4i))) + _e101);
        r0_ = _e103;
        if (_e103.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e103.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e103.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e68.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e103.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e130 = loop_step;
        r3_ = select(_e70, vec4((_e70.x + f32(_e130))), vec4<bool>(true, false, false, false));
    }
    let _e136 = r0_;
    o1_ = _e136;
    let _e137 = o0_;
    let _e140 = consts.c[256];
    let _e143 = consts.c[257];
    let _e149 = select(_e137, ((_e137 * _e143) + (_e140 * _e137.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e149;
    return Output(_e149, _e136);
}
